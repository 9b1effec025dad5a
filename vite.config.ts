import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  plugins: [react(), babel({ plugins: ['relay'] })],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/media': 'http://localhost:4000' },
  },
});
