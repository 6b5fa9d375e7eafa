/** A score of PASS_MARK or more passes (no configuration sets another mark). */
export const PASS_MARK = 60;
