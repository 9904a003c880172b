import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/pieeye-pfmuser': 'http://localhost:3000',
      '/pieeye-pfmdomain': 'http://localhost:3000',
      '/pieeye-pfmdsr': 'http://localhost:3000',
      '/dev/outbox': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
  build: { sourcemap: false, target: 'es2022' },
});
