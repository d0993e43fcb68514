/** Device code of SPEC §7/§9: 0 desktop, 1 other. */
export type DeviceCode = 0 | 1;
