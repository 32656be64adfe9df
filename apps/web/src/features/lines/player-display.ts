/** Height from inches as feet and inches, e.g. 73 → 6'1". */
export const formatHeight = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;
