/** jest-expo with the shared bridge definition resolved by path (decision 0071). */
module.exports = {
  preset: 'jest-expo',
  roots: ['<rootDir>/src'],
  moduleNameMapper: {
    '^@dama/bridge$': '<rootDir>/../../packages/bridge/src/index.ts',
  },
  // jest-expo's list, with the two libraries that ship untranspiled sources.
  transformIgnorePatterns: [
    'node_modules/(?!((jest-)?react-native|@react-native(-community)?|@react-native-seoul/.*|@webview-bridge/.*|expo(nent)?|@expo(nent)?/.*|expo-modules-core|react-native-webview|react-native-safe-area-context))',
  ],
};
