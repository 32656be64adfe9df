import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { leagueShellChunkName } from './build/league-shell-chunk.ts';
import { leagueShellLibraryName } from './build/league-shell-libraries.ts';
import { precompress } from './build/precompress.ts';

// React Router's package points every import at its development build, warnings and checks included
// (remix-run/react-router#12532): a production build takes the production build beside it.
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  /([\\/]dist[\\/])development([\\/])/,
  '$1production$2',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Which files each route's first load needs (bench:web and the byte budget test read it).
    manifest: true,
    rolldownOptions: {
      output: {
        // The entry lists every chunk's file for its preloads, two hundred of them: a chunk's file is its
        // hash alone, so those lists cost the landing page as little as they can. The source maps and the
        // build manifest still name each chunk's modules.
        chunkFileNames: 'assets/[hash].js',
        // Libraries change less often than Rinkside's own code: separate chunks stay cached across releases.
        // Only what the first page needs loads up front; a screen's own libraries (charts, drag and drop,
        // CSV parsing) load with the screen (docs/decisions/014).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            // Rinkside's own code that only league screens load and the shell or its home needs, in one
            // file (build/league-shell-chunk.ts); what they import from the first download stays there.
            {
              name: (id, ctx) => leagueShellChunkName(id, ctx) ?? leagueShellLibraryName(id, ctx),
              priority: 25,
              includeDependenciesRecursively: false,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            // The few Mantine helpers the floating layer below shares with the league shell's own components
            // (merged refs, controlled state, a nav link's chevron): as the floating group's dependencies they
            // went into its chunk, and the league's first load fetched menus and tooltips for them (decision
            // 022). A small chunk of their own instead.
            {
              name: 'mantine-helpers',
              test: /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](use-merged-ref|use-uncontrolled)|core[\\/]esm[\\/](core[\\/]Box[\\/]get-style-object|core[\\/]styles-api[\\/]use-resolved-styles-api|components[\\/]Accordion[\\/]AccordionChevron))[\\/.]/,
              priority: 16,
            },
            // Mantine's floating layer (menus, popovers, tooltips and floating-ui under them): no first page
            // needs it since the header's menus went (decision 014), and many screens do, each with a
            // different mix; one chunk for all of them, rather than a small `lib~` file per mix.
            {
              name: 'mantine-floating',
              test: /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Floating|FocusTrap|Popover|Menu|Tooltip)[\\/])/,
              priority: 15,
            },
            // Grouped by the set of screens that use them, so a screen never loads another's libraries.
            { name: 'lib', test: /node_modules[\\/]/, entriesAware: true, priority: 10 },
          ],
        },
      },
    },
  },
}));
