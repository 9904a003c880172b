import { answerFiguresText, type CompanyFigures } from '@reclaim/contract';

/** "Answers 82 % of requests on time, …": what everyone's requests say of the company. */
export function CompanyFiguresNote({ figures }: { figures: CompanyFigures | undefined }) {
  const text = figures && answerFiguresText(figures);
  if (!text) return null;
  return <p className="text-xs text-slate-600">{text}</p>;
}
