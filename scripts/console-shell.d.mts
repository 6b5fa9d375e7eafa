export const CONSOLE_SHELL_MODULES: string[];
