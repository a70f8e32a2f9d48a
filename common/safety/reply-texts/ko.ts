import type { CrisisReplyText } from './reply-text';

/** The crisis reply in Korean. */
export const KO_REPLY: CrisisReplyText = {
  forSelf:
    '이야기해 줘서 정말 고마워요. 지금 그렇게 큰 고통을 혼자 안고 있다니 마음이 아파요. 당신은 어떤 매매보다, 어떤 손실보다, 화면 속 어떤 숫자보다 훨씬 소중한 사람이에요.',
  forOthers:
    '지금 얼마나 화가 나고 괴로운지 느껴져요. 행동으로 옮기기 전에 여기서 먼저 말해 줘서 다행이에요. 이렇게 강한 감정일수록 지금 바로 제대로 된 도움을 받아야 해요.',
  emergencyFirst:
    '이미 스스로를 다치게 했거나 지금 위험한 상황이라면, 지금 바로 {number}에 전화해 주세요. 곁에 있는 사람에게 대신 전화해 달라고 부탁해도 괜찮아요.',
  emergencyServices: '긴급 신고 전화 (지금 생명이 위험한 경우)',
  reachOut: '지금 바로 이 시간을 함께 버텨 줄 수 있는 사람과 이야기해 주세요:',
  closing:
    '저는 AI라서 상담사가 아니에요. 그러니 지금 이곳들 중 한 곳이나 믿을 수 있는 사람에게 꼭 연락해 주세요. 할 수 있다면 다른 사람 곁에 있어 주세요. 저도 여기서 계속 이야기 나눌게요.',
  panelTitle: '지금 바로, 도움이 여기 있어요',
};
