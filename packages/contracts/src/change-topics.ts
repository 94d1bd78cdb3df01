/**
 * What the shop's change feed announces (apps/api/src/cache/change-feed.ts), shared with the
 * storefront so its server-side caches can tell when their data changed:
 *
 * - catalog: products, prices, categories, brands, tags;
 * - content: widgets, pages, deals, the calendar, search triggers;
 * - strings: the localized UI strings;
 * - settings: the stores' settings (return window, payment methods, selling points, links,
 *   newsletter, review widget).
 */
export const changeTopics = ['catalog', 'content', 'strings', 'settings'] as const;

export type ChangeTopic = (typeof changeTopics)[number];

/** The newest change of the topics a process has seen: a number that only grows. */
export interface ChangeVersions {
  versionOf(topics: readonly ChangeTopic[]): number;
}

/** Costly documents built once for every process (apps/api/src/cache/shared-documents.ts). */
export interface SharedDocumentStore {
  read(name: string, topic: ChangeTopic, build: () => Promise<string>): Promise<string>;
}
