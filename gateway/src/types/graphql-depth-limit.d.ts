declare module 'graphql-depth-limit' {
  import type { ValidationContext } from 'graphql';
  export default function depthLimit(
    maxDepth: number,
    options?: { ignore?: unknown[] },
    callback?: (depths: unknown) => void,
  ): (context: ValidationContext) => unknown;
}
