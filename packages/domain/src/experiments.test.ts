import { describe, expect, it } from 'vitest';
import { ACCESSORIES_EXPERIMENT, ExperimentVariant, pickExperiment } from './experiments.ts';

describe('experiments', () => {
  it("the experiment 'accessories' randomly picks original or upselling and reports it", () => {
    expect(pickExperiment(ACCESSORIES_EXPERIMENT, {}, () => 0.2)).toEqual({
      variant: ExperimentVariant.Original,
      picks: { accessories: 'original' },
      report: true,
    });
    expect(pickExperiment('accessories', {}, () => 0.7)).toEqual({
      variant: ExperimentVariant.Upselling,
      picks: { accessories: 'upselling' },
      report: true,
    });
  });

  it("the experiment 'accessories' remembers the pick", () => {
    const picks = { accessories: ExperimentVariant.Upselling };
    const result = pickExperiment('accessories', picks, () => 0);
    expect(result).toEqual({ variant: 'upselling', picks, report: false });
  });

  it('a remembered value that is not a variant is picked again', () => {
    const picks = { accessories: 'broken' } as unknown as Record<string, ExperimentVariant>;
    expect(pickExperiment('accessories', picks, () => 0.1).variant).toBe('original');
  });

  it('all other experiments return original', () => {
    const result = pickExperiment('checkout-layout', {}, () => 0.9);
    expect(result).toEqual({ variant: 'original', picks: {}, report: false });
  });
});
