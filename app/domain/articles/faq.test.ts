import { describe, expect, it } from "vitest";
import { extractHtmlFaq, extractMarkdownFaq, fixedFaqsFor, mergeFaqs, questionsOverlap } from "./faq";
import { FIXED_FAQS } from "./fixed-faqs";
import { AUDIENCE_CATEGORIES } from "~/db/article-categories";

describe("FAQ pairs in Markdown-like text", () => {
  it("lifts the pairs out of the body and drops the emptied FAQ heading", () => {
    const { body, faqs } = extractMarkdownFaq(
      [
        "Intro paragraph.",
        "",
        "## Costs",
        "",
        "Text about costs.",
        "",
        "## Frequently Asked Questions",
        "",
        "Q: Is there aid for part-time students?",
        "A: Yes. Some federal aid is available",
        "for part-time study.",
        "",
        "Q: Do I need the **FAFSA**?",
        "A: File it every year you are enrolled.",
      ].join("\n"),
    );
    expect(body).toBe("Intro paragraph.\n\n## Costs\n\nText about costs.");
    expect(faqs).toEqual([
      {
        question: "Is there aid for part-time students?",
        answer: "Yes. Some federal aid is available for part-time study.",
      },
      { question: "Do I need the FAFSA?", answer: "File it every year you are enrolled." },
    ]);
  });

  it("accepts bold labels, a blank line between question and answer, and pairs without a heading", () => {
    const { body, faqs } = extractMarkdownFaq(
      "Some text.\n\n**Q:** What is a credit hour?\n\n**A:** A unit of study time.\n\nMore text after.",
    );
    expect(faqs).toEqual([{ question: "What is a credit hour?", answer: "A unit of study time." }]);
    expect(body).toBe("Some text.\n\n\nMore text after.");
  });

  it("keeps a FAQ heading that still has other content, and a question with no answer", () => {
    const { body, faqs } = extractMarkdownFaq(
      "## FAQ\n\nAsk the admissions office too.\n\nQ: Unanswered question?\n\nJust a paragraph.",
    );
    expect(faqs).toEqual([]);
    expect(body).toContain("## FAQ");
    expect(body).toContain("Q: Unanswered question?");
  });

  it("stops an answer at the next heading", () => {
    const { body, faqs } = extractMarkdownFaq("Q: One?\nA: Answer one.\n## Next Section\nBody.");
    expect(faqs).toEqual([{ question: "One?", answer: "Answer one." }]);
    expect(body).toBe("## Next Section\nBody.");
  });
});

describe("FAQ pairs in editor HTML", () => {
  it("takes a Q: paragraph followed by an A: paragraph, and drops the emptied heading", () => {
    const { body, faqs } = extractHtmlFaq(
      "<p>Intro</p><h2>Frequently Asked Questions</h2><p><strong>Q:</strong> What is an MDiv?</p><p>A: A graduate degree &amp; more.</p><p>Q: Online?</p><p>A: Often.</p>",
    );
    expect(faqs).toEqual([
      { question: "What is an MDiv?", answer: "A graduate degree & more." },
      { question: "Online?", answer: "Often." },
    ]);
    expect(body).toBe("<p>Intro</p>");
  });

  it("takes a single paragraph holding both, split by a line break, and keeps other sections", () => {
    const { body, faqs } = extractHtmlFaq("<h2>FAQ</h2><p>Q: Two?<br />A: Yes.</p><h2>Next</h2><p>More</p>");
    expect(faqs).toEqual([{ question: "Two?", answer: "Yes." }]);
    expect(body).toBe("<h2>Next</h2><p>More</p>");
  });

  it("leaves a lone question and ordinary paragraphs alone", () => {
    const html = "<p>Q: Nobody answered this?</p><p>Something else.</p>";
    expect(extractHtmlFaq(html)).toEqual({ body: html, faqs: [] });
  });
});

describe("merging with the fixed questions", () => {
  it("has three fixed questions for every audience category and a default set", () => {
    for (const category of AUDIENCE_CATEGORIES) {
      expect(FIXED_FAQS[category]).toHaveLength(3);
      // The fixed questions of one category never knock each other out.
      expect(mergeFaqs([], category)).toEqual(FIXED_FAQS[category]);
    }
    expect(fixedFaqsFor("News")).toHaveLength(3);
    expect(fixedFaqsFor(null)).toEqual(fixedFaqsFor("Other"));
  });

  it("overlaps when more than half of the shorter question's words appear in the other", () => {
    // 'degrees', 'seminary', 'offer' vs 'degrees', 'seminaries', 'offer', 'online': 2 of 3 shared.
    expect(questionsOverlap("Which degrees do seminaries offer online?", "What degrees does a seminary offer?")).toBe(
      true,
    );
    // 'cost', 'christian', 'college' vs 'master', 'divinity': nothing shared.
    expect(questionsOverlap("What is the cost of a Christian college?", "What is a Master of Divinity?")).toBe(false);
    // Exactly half is not more than half: 'financial', 'aid' vs 'financial', 'help', 'students', 'rules'.
    expect(questionsOverlap("Financial aid?", "Financial help for students: the rules?")).toBe(false);
    expect(questionsOverlap("Is financial aid available?", "Financial aid: who gets it?")).toBe(true);
    // Case, accents and punctuation do not matter.
    expect(questionsOverlap("Théologie: WHERE to study?", "study theologie")).toBe(true);
  });

  it("puts the article's own questions first and drops fixed ones that repeat them", () => {
    const own = [
      { question: "What degrees do seminaries usually offer?", answer: "Several." },
      { question: "How much does seminary cost?", answer: "It varies." },
    ];
    const merged = mergeFaqs(own, "Seminary Students");
    expect(merged.map((faq) => faq.question)).toEqual([
      "What degrees do seminaries usually offer?",
      "How much does seminary cost?",
      "Do I need a bachelor's degree to enter seminary?",
      "How can I tell whether a seminary is accredited?",
    ]);
  });

  it("adds all three fixed questions when nothing overlaps", () => {
    const merged = mergeFaqs([{ question: "Can I bring my dog to campus?", answer: "Ask." }], "High School Students");
    expect(merged).toHaveLength(4);
    expect(merged.slice(1)).toEqual(FIXED_FAQS["High School Students"]);
  });
});
