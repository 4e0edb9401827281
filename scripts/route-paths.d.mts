export function routePath(file: string): string;
