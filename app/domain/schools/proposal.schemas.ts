/** A proposal as the review queue and its sender see it. */
export interface ProposalItemView {
  id: number;
  field: string;
  label: string;
  kind: "fact" | "correction";
  current: unknown;
  proposed: unknown;
  source_url: string | null;
  note: string | null;
  status: "pending" | "approved" | "rejected" | "acknowledged";
  reason: string | null;
}

export interface ProposalView {
  id: number;
  institution: { id: number; slug: string; name: string };
  sender: string;
  created_at: string;
  items: ProposalItemView[];
}
