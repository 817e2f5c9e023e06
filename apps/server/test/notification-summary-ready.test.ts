import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import { completedChatRoom, makeTestedMember, useChatApp } from './helpers/chat';
import { memberCall, ok } from './helpers/http';
import { RecordingPush } from './helpers/push';

/** SUMMARY_READY (issue 25): a room's summary done READY tells its member once, without its text. */
let t: TestApp;
const push = new RecordingPush();
const counsellor = useChatApp((app) => (t = app), {
  push,
  logLevel: 'info',
  env: { LOG_SAMPLE: 'all' },
});

describe('SUMMARY_READY', () => {
  it('the summary job’s READY makes one entry and push, with none of the chat’s words', async () => {
    const m = await makeTestedMember(t.app);
    push.clear();
    const roomId = await completedChatRoom(t, counsellor, m, '비밀스러운-요약-문장', [
      '비밀상황',
      '비밀해결',
    ]);
    const { list } = ok(
      await memberCall(t.app, m.accessToken, 'GET', '/api/notifications'),
      endpoints.listNotifications,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'SUMMARY_READY',
      title: '대화 요약이 준비됐어요',
      link: `/chat/result?chatId=${roomId}`,
      target: { chatRoomId: roomId },
    });
    expect(push.of(m.memberId).map((o) => o.payload.kind)).toEqual(['SUMMARY_READY']);

    // A second run of the job for the same room makes nothing new.
    await t.app.appJobs.chatSummary.runNow({ roomId });
    expect(
      ok(
        await memberCall(t.app, m.accessToken, 'GET', '/api/notifications'),
        endpoints.listNotifications,
      ).totalCount,
    ).toBe(1);
    const everything = JSON.stringify([list, push.orders]) + t.logs.join('\n');
    // The member's message was "비밀스러운-요약-문장 이야기"; the summary and keywords are the fake's.
    for (const word of ['비밀스러운', '비밀상황', '비밀해결']) {
      expect(everything).not.toContain(word);
    }
  });
});
