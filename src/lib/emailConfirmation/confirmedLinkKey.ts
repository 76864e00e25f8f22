import { storageKeyPrefix } from '../../config/storage.ts';

/** Where this tab remembers the link it last confirmed (`confirmedLinkIn`). */
export const confirmedLinkKey = `${storageKeyPrefix}email-confirmed`;
