import { CalendarHeart, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { trackButton } from '@/shared/analytics';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { formatKoreanDate } from '@dama/contract';
import { MenuGroup, MenuRow } from './menu-row';
import { NicknameSheet } from './nickname-sheet';
import { AnniversarySheet } from './anniversary-sheet';

type Sheet = 'nickname' | 'anniversary' | null;

/** `/my-page/profile`: change the nickname and the relationship start date. */
export function ProfileScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<Sheet>(null);

  function open(next: Exclude<Sheet, null>) {
    trackButton(next === 'nickname' ? 'open_nickname_sheet' : 'open_anniversary_sheet');
    setSheet(next);
  }

  const onOpenChange = (which: Exclude<Sheet, null>) => (isOpen: boolean) =>
    setSheet(isOpen ? which : null);

  return (
    <Screen
      className="px-5"
      header={<PageHeader title="프로필 수정" onBack={() => void navigate({ to: '/my-page' })} />}
    >
      <MenuGroup title="프로필" className="mt-2">
        <MenuRow
          icon={UserRound}
          label="닉네임"
          value={member.nickname ?? '정하지 않았어요'}
          onClick={() => open('nickname')}
        />
        <MenuRow
          icon={CalendarHeart}
          label="처음 만난 날"
          value={member.startLoveDate ? formatKoreanDate(member.startLoveDate) : '정하지 않았어요'}
          onClick={() => open('anniversary')}
        />
      </MenuGroup>

      <NicknameSheet
        open={sheet === 'nickname'}
        onOpenChange={onOpenChange('nickname')}
        current={member.nickname ?? ''}
      />
      <AnniversarySheet
        open={sheet === 'anniversary'}
        onOpenChange={onOpenChange('anniversary')}
        current={member.startLoveDate}
      />
    </Screen>
  );
}
