// Attributes React 18 does not know by their DOM property names (React 19 does), declared as React 18
// writes them: an unknown prop goes to the element as an attribute of the same name and value.
// - `fetchpriority`, lowercase: React 18 would write `fetchPriority` as it is, and warn that it does not know
//   it. (@types/react declares the camelCase name; eslint.config.js forbids it in JSX.)
// - `inert`, as '' or absent: React 18 drops a boolean given to an attribute it does not know.
// - `elementtiming`, which @types/react does not declare.
import 'react';

declare module 'react' {
  // The type parameter must match the declaration it merges with.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** '' makes the element and its subtree inert; leave it out (undefined) otherwise. */
    inert?: '' | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** The image's fetch priority, written as the HTML attribute. */
    fetchpriority?: 'high' | 'low' | 'auto' | undefined;
    /** The name the browser's element timing reports the image's first paint under. */
    elementtiming?: string | undefined;
  }
}
