// Device preview entry (placeholder until the preview is built).
export {};
