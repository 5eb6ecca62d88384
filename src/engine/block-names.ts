/** `cardGrid` → `CardGridBlock`: the one naming rule shared by the generator, the registry and the scaffold. */
export function blockComponentName(type: string): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}Block`;
}
