// The shell bundles `packages/bridge` by path: it is outside the root workspaces' install
// (decision 0071), so Metro watches that folder and resolves `@dama/bridge` to its source.
const path = require('node:path');
const { getDefaultConfig } = require('expo/metro-config');

const config = getDefaultConfig(__dirname);
const bridgeDir = path.resolve(__dirname, '../../packages/bridge');

config.watchFolders = [bridgeDir];
config.resolver.extraNodeModules = { '@dama/bridge': path.join(bridgeDir, 'src') };
// Only the shell's own node_modules: never the web app's or the server's.
config.resolver.nodeModulesPaths = [path.resolve(__dirname, 'node_modules')];

module.exports = config;
