/**
 * The words of Thera's fixed crisis reply in one language. Written by people, never generated.
 * `{number}` in `emergencyFirst` is replaced by the local emergency number.
 */
export interface CrisisReplyText {
  /** Opening when the person may hurt themselves: warm, no judgement, names that they matter. */
  forSelf: string;
  /** Opening when the person may hurt someone else. */
  forOthers: string;
  /** First line of an emergency (an act under way, imminent danger), e.g. "Please call {number} now...". */
  emergencyFirst: string;
  /** The name of the emergency line in the list ("Emergency services"); the number follows it. */
  emergencyServices: string;
  /** Introduces the list of lines ("Please talk to someone who can help you through this right now:"). */
  reachOut: string;
  /** Closing: Thera is an AI, please reach out to a person, stay near people, she is still here. */
  closing: string;
  /** Heading of the crisis help panel in the app ("Help is here, right now"). */
  panelTitle: string;
}
