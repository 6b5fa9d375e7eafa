// A port of the caller's range that nothing on 127.0.0.1 holds, for the tests that start servers
// of their own (each test file is given its own range, so two files never race for one): the
// benchmark's claim (scripts/bench/ports.mjs), held until released.
export { claimPort as freePort, releasePort } from '../../../../scripts/bench/ports.mjs';
