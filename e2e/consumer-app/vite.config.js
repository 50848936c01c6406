// Nothing for the widgets: no plugin, no resolve.dedupe, no CSS handling. `vite preview` sends the widgets' API
// calls (their default base, /jade/api) to the portal named by BOX_PORTAL, so the page calls its own origin.
import { defineConfig } from 'vite';

export default defineConfig({
  preview: {
    proxy: { '/jade/api': { target: process.env.BOX_PORTAL, changeOrigin: true } },
  },
});
