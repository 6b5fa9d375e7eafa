// Where the shop's screens live; one demo tab per teaching aid (docs/screens/detail.md).

export const SHOP_LIST_PATH = '/user/shop/index';
export const shopDemoPath = (aidId: number) => `/user/shop/demo/${aidId}`;
