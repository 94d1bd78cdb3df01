/** Migration 0016: what processes on several machines share (docs/decisions/018-shared-state.md). */
export interface ChangeFeedTable {
  topic: string;
  /** '' for the topic as a whole; else what changed in it, e.g. 'product:123'. */
  key: string;
  version: number;
  changed_at: string;
}

export interface SharedDocumentsTable {
  name: string;
  /** The change number of its topic it was built at. */
  version: number;
  body: string;
  built_at: string;
  /** How many times it was built: a sign that processes do not build it each for itself. */
  builds: number;
}

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface SharedStateTables {
  change_feed: ChangeFeedTable;
  shared_documents: SharedDocumentsTable;
  leases: LeasesTable;
}
