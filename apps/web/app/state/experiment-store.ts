import { type ExperimentPicks, type ExperimentVariant, pickExperiment } from '@shop/domain/experiments';
import { pushDataLayerEvent } from '../lib/data-layer.ts';
import { createStore } from './create-store.ts';
import { isRecord, persistStore } from './persisted-state.ts';

/** Spec 4, Experiments: the picks, remembered per session (sessionStorage, td02). */
export interface ExperimentState {
  readonly picks: ExperimentPicks;
}

export const experimentStore = createStore<ExperimentState>({ picks: {} });

persistStore({
  name: 'experiments',
  area: 'session',
  store: experimentStore,
  load: (stored, initial) => {
    if (!isRecord(stored) || !isRecord(stored.picks)) return initial;
    const picks: Record<string, ExperimentVariant> = {};
    for (const [name, variant] of Object.entries(stored.picks)) {
      if (variant === 'original' || variant === 'upselling') picks[name] = variant;
    }
    return { picks };
  },
});

/** Called when a new pick is made, so it can be reported (spec 4); by default to the dataLayer. */
let reportPick = (name: string, variant: ExperimentVariant): void => {
  pushDataLayerEvent({ event: 'experiment_impression', experiment_id: name, variant_id: variant });
};

export function onExperimentPicked(report: (name: string, variant: ExperimentVariant) => void): void {
  reportPick = report;
}

/**
 * The variant of an experiment for this session. Browser only (call it in an effect or a
 * handler): the pick is random and must not differ between server and client renders.
 */
export function experimentVariant(name: string): ExperimentVariant {
  const pick = pickExperiment(name, experimentStore.getState().picks, Math.random);
  if (pick.report) {
    experimentStore.setState({ picks: pick.picks });
    reportPick(name, pick.variant);
  }
  return pick.variant;
}
