import {
  SAFETY_SERVICES,
  SAFETY_SERVICES_BY_KIND,
  telHref,
  type SafetyKind,
  type SafetyServiceId,
} from '@dama/contract';

/** What the safety card and the safety summary say (DESIGN 6, issue 21), in 해요체. */
export const SAFETY_HEADING = '지금은 안전이 먼저예요';
export const SAFETY_MODE_LABEL = '안전 모드';
export const SAFETY_MODE_NOTE = '단계는 멈추고 안전을 먼저 살펴요';
export const SAFETY_SERVICES_LABEL = '도움받을 수 있는 곳';

/** One line under the heading, for the kind of risk the room is about. */
const SAFETY_LINES: Record<SafetyKind, string> = {
  SELF_HARM: '힘든 마음을 혼자 견디지 않아도 돼요. 언제든 이야기를 들어 줄 곳이 있어요.',
  PARTNER_AT_RISK: '연인이 지금 위험해 보이면 망설이지 말고 바로 연락해 주세요.',
  VIOLENCE: '누구도 나를 다치게 해서는 안 돼요. 위험하면 바로 도움을 요청해 주세요.',
  SEXUAL: '원하지 않았던 일은 내 잘못이 아니에요. 혼자 감당하지 않아도 돼요.',
  THREAT: '위협은 가볍게 넘길 일이 아니에요. 위험하다고 느끼면 바로 신고해 주세요.',
  IMAGE: '촬영물 삭제와 신고를 함께해 주는 곳이 있어요. 내 잘못이 아니에요.',
  STALKING: '허락 없이 따라오거나 위치를 살피는 건 괜찮은 일이 아니에요.',
  CONTROL: '누구도 내 생활을 마음대로 막을 수 없어요. 함께 방법을 찾아 줄 곳이 있어요.',
};

/** The line the safety card shows under its heading for `kind`. */
export function safetyLine(kind: SafetyKind): string {
  return SAFETY_LINES[kind];
}

/** A service as the screens show it: a title, a note (none when the title already is it), the link. */
export interface ShownSafetyService {
  id: SafetyServiceId;
  title: string;
  note: string | null;
  number: string;
  href: string;
}

/**
 * The services for `kind`, most urgent first, ready to show as `tel:` links. A service whose name
 * is its number (119) is titled by its note, so the number is not said twice.
 */
export function safetyServicesFor(kind: SafetyKind): ShownSafetyService[] {
  return SAFETY_SERVICES_BY_KIND[kind].map((id) => {
    const service = SAFETY_SERVICES[id];
    const bare = service.name === service.number;
    return {
      id,
      title: bare ? service.note : service.name,
      note: bare ? null : service.note,
      number: service.number,
      href: telHref(service),
    };
  });
}
