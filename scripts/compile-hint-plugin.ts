// V8's explicit compile hint (Chromium 136 and later) on the app's entry chunk; to any other browser it is a
// comment.
import type { Plugin } from 'vite';

/** Every function of the file is compiled as the script streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the app's entry chunk (React DOM, the router and the app's frame, nearly all of it run to render or
 * hydrate the first page) for eager compilation: Chromium then compiles it on a background thread while it
 * downloads, instead of function by function on the main thread as the first render calls them. The hint
 * must be the file's first line, so it is added last; its source map gets the line too.
 */
export function compileHintForEntry(): Plugin {
  return {
    name: 'compile-hint-for-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
