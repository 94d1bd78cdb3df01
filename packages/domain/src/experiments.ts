export const ExperimentVariant = { Original: 'original', Upselling: 'upselling' } as const;
export type ExperimentVariant = (typeof ExperimentVariant)[keyof typeof ExperimentVariant];

/** Picks remembered for the session: experiment name -> variant. */
export type ExperimentPicks = Readonly<Record<string, ExperimentVariant>>;

/** Spec 4: the one experiment with two variants. */
export const ACCESSORIES_EXPERIMENT = 'accessories';

export interface ExperimentPick {
  readonly variant: ExperimentVariant;
  /** The picks with this one remembered. */
  readonly picks: ExperimentPicks;
  /** True when the pick is new and should be reported. */
  readonly report: boolean;
}

/**
 * Spec 4, Experiments: 'accessories' randomly picks original or upselling (random() below 0.5
 * is original), remembers the pick and reports it; all other experiments return original.
 * The random source is passed in: the domain has no randomness of its own.
 */
export function pickExperiment(name: string, picks: ExperimentPicks, random: () => number): ExperimentPick {
  if (name !== ACCESSORIES_EXPERIMENT) return { variant: ExperimentVariant.Original, picks, report: false };
  const remembered = picks[name];
  if (remembered === ExperimentVariant.Original || remembered === ExperimentVariant.Upselling)
    return { variant: remembered, picks, report: false };
  const variant = random() < 0.5 ? ExperimentVariant.Original : ExperimentVariant.Upselling;
  return { variant, picks: { ...picks, [name]: variant }, report: true };
}
