// Web-specific lint rules: React hooks and import boundaries (shared -> features -> routes/app).
export default [];
