// Server-specific lint rules (modules never import each other's internals; platform never imports modules).
export default [];
