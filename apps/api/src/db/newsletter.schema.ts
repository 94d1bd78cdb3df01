/** Newsletter subscribers, one row per address and store. */
export interface NewsletterSubscribersTable {
  email: string;
  locale: string;
  /** 'subscribed' or 'unsubscribed'. */
  status: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
}
