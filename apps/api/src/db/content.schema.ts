/** Facts about the installation itself, such as when the demo seed ran. */
export interface ShopMetaTable {
  key: string;
  value: string;
}

/** Localized UI strings (GET /api/strings). */
export interface StringsTable {
  locale: string;
  key: string;
  value: string;
}

export interface ContentTables {
  shop_meta: ShopMetaTable;
  strings: StringsTable;
}
