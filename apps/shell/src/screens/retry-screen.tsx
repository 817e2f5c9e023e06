import { Image, Pressable, StyleSheet, Text, View, useColorScheme } from 'react-native';
import { palette } from './palette';

export const RETRY_TITLE = '담아에 연결하지 못했어요';
export const RETRY_BODY = '인터넷 연결을 확인하고 다시 시도해 주세요.';
export const RETRY_BUTTON = '다시 시도';

/** The native screen shown when the web app cannot load (offline, the server down). */
export function RetryScreen({ onRetry }: { onRetry(): void }) {
  const colors = palette(useColorScheme());
  return (
    <View style={[styles.root, { backgroundColor: colors.background }]} testID="retry-screen">
      <Image
        source={require('../../assets/mascot-sad.png')}
        style={styles.mascot}
        accessibilityIgnoresInvertColors
        accessible={false}
      />
      <Text style={[styles.title, { color: colors.text }]} accessibilityRole="header">
        {RETRY_TITLE}
      </Text>
      <Text style={[styles.body, { color: colors.muted }]}>{RETRY_BODY}</Text>
      <Pressable
        accessibilityRole="button"
        onPress={onRetry}
        style={({ pressed }) => [
          styles.button,
          { backgroundColor: colors.accent, opacity: pressed ? 0.8 : 1 },
        ]}
      >
        <Text style={[styles.buttonText, { color: colors.onAccent }]}>{RETRY_BUTTON}</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  root: { ...StyleSheet.absoluteFill, alignItems: 'center', justifyContent: 'center', padding: 32 },
  mascot: { width: 120, height: 120, marginBottom: 24 },
  title: { fontSize: 18, fontWeight: '700', marginBottom: 8, textAlign: 'center' },
  body: { fontSize: 15, marginBottom: 28, textAlign: 'center' },
  button: {
    minWidth: 160,
    minHeight: 48,
    borderRadius: 24,
    alignItems: 'center',
    justifyContent: 'center',
    paddingHorizontal: 24,
  },
  buttonText: { fontSize: 16, fontWeight: '700' },
});
