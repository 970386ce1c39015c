/**
 * Query keys of the customer feature, written once: the reads use them and the writes name the
 * ones they make stale. `resource` keys are react-admin's own (a resource's lists and records
 * start with its name).
 */
export const customerKeys = {
  /** react-admin's customer lists and records (the header card, the lists). */
  customers: ['customer'] as const,
  /** The grouped matchmaker list (spec §7 "Matchmaker list: page 0 with tree=1"). */
  matchmakerGroups: ['worker', 'matchmakerGroups'] as const,
  /** `GET option-list`: the filter panel's channels, features, packages, user tags, statuses. */
  filterOptions: ['customer', 'filterOptions'] as const,
  /** `GET tag/option-list`: the customer tags. */
  tagOptions: ['customer', 'tagOptions'] as const,
  samePhone: (id: number) => ['customer', 'samePhone', id] as const,
  selfIntroduction: (id: number) => ['customer', 'selfIntroduction', id] as const,
  /** react-admin's follow-ups of the detail page's timeline. */
  followUps: ['worker-user'] as const,
  /** react-admin's remarks of the remarks tab. */
  remarks: ['worker-user-remark'] as const,
  /** react-admin's questionnaire answers of the questionnaire tab. */
  questionAnswers: ['customer-question-answer'] as const,
};
