// The dictionary feature's public entry: the type options other screens offer (the code generator).
export { dictTypeOptions } from './api';
export { dictTypeKeys } from './queries';
