// The dictionary feature's public entry: the dictionary types other screens offer (the code generator).
export { useDictTypeOptions } from './queries';
