import type { Faq } from "./article.schemas";

/**
 * Three standing questions per audience category, added under every article of that category
 * (after the article's own questions, unless one of those already asks much the same thing).
 */
export const FIXED_FAQS: Record<string, Faq[]> = {
  "High School Students": [
    {
      question: "How do I start searching for a Christian college?",
      answer:
        "Start with what matters most to you: a field of study, location, size, cost and the kind of faith community you want. Use the directory's search and filters to build a first list, then read each school's own website and plan a few visits.",
    },
    {
      question: "Are Christian colleges accredited like other colleges?",
      answer:
        "Many are. Accreditation comes from independent agencies recognised by the U.S. Department of Education or the Council for Higher Education Accreditation. Each listing shows the accreditation we know of; confirm it on the school's website.",
    },
    {
      question: "Can I get financial aid at a Christian college?",
      answer:
        "Students at accredited colleges that take part in federal student aid programs can apply for grants and loans by filing the FAFSA, and many Christian colleges add their own scholarships. Each school's financial aid office can tell you what it offers.",
    },
  ],
  "Career Switchers": [
    {
      question: "Is it too late to change careers through further study?",
      answer:
        "No. Many Christian colleges and seminaries design programs for adults changing direction, with evening, online or accelerated formats. Talk with an admissions counsellor about how your experience fits the program.",
    },
    {
      question: "Will my earlier degree or college credits count?",
      answer:
        "Often they do. Schools set their own transfer and prior-learning policies, so ask each one for an evaluation of your transcripts before you apply.",
    },
    {
      question: "Can I keep working while I study?",
      answer:
        "Many programs are built for working adults, with part-time schedules and online courses. Check how many hours a week each course expects so you can plan realistically.",
    },
  ],
  "General Guidance": [
    {
      question: "What is the difference between a college, a university and a seminary?",
      answer:
        "Colleges usually focus on undergraduate study, universities add graduate and professional programs, and seminaries concentrate on graduate theological education for ministry. Names vary, so look at the degrees each school actually offers.",
    },
    {
      question: "Why does accreditation matter?",
      answer:
        "Accreditation shows that a school has been reviewed by an independent agency. It affects eligibility for federal financial aid, how easily credits transfer and how employers and graduate schools view your degree.",
    },
    {
      question: "How can I compare what schools really cost?",
      answer:
        "Compare the net price, meaning tuition, fees, housing and other costs minus grants and scholarships, rather than the published price. Every U.S. college that takes federal aid has a net price calculator on its website.",
    },
  ],
  "Ministry Students": [
    {
      question: "Do I need a degree to serve in ministry?",
      answer:
        "It depends on the role and on your church or denomination. Some roles welcome volunteers and lay leaders, while ordination often requires a specific degree. Ask your church leaders what they expect.",
    },
    {
      question: "What should I study to prepare for ministry?",
      answer:
        "Common choices include biblical studies, theology, pastoral ministry, missions and youth ministry, ideally alongside supervised practice in a church or ministry setting.",
    },
    {
      question: "How do I find schools connected to my denomination?",
      answer:
        "Use the denomination filter in the directory search, then confirm the school's church relationship on its own website, since affiliations range from formal ownership to a shared heritage.",
    },
  ],
  "Adult Learners": [
    {
      question: "Can I earn a degree online from a Christian college?",
      answer:
        "Yes. Many Christian colleges and universities offer online degrees and courses. Filter the directory for online programs and confirm the format and any campus requirements with each school.",
    },
    {
      question: "How long does it take to finish a degree as an adult?",
      answer:
        "It depends on how many credits you bring and how many courses you take at once. An admissions counsellor can estimate your timeline after reviewing your transcripts.",
    },
    {
      question: "Is financial aid available for adult and part-time students?",
      answer:
        "Students in eligible programs can file the FAFSA at any age, and some aid is available for part-time study. Employers, churches and schools may also offer tuition help.",
    },
  ],
  "Seminary Students": [
    {
      question: "What degrees do seminaries offer?",
      answer:
        "Common degrees include the Master of Divinity, Master of Arts programs in fields such as theology or counselling, the Master of Theology and doctoral degrees such as the Doctor of Ministry. Each seminary lists its own programs.",
    },
    {
      question: "Do I need a bachelor's degree to enter seminary?",
      answer:
        "Most seminary degree programs require one. Some schools admit a limited number of students without a bachelor's degree, so ask each seminary about its policy.",
    },
    {
      question: "How can I tell whether a seminary is accredited?",
      answer:
        "Many seminaries in North America are accredited by the Association of Theological Schools, and some by regional or other recognised accreditors. Check the seminary's website and the accreditor's own list of members.",
    },
  ],
  "Professional Development": [
    {
      question: "Can a Christian college help me grow in my current career?",
      answer:
        "Yes. Many schools offer certificates, graduate degrees and short courses for working professionals in fields such as education, business, counselling and nonprofit leadership.",
    },
    {
      question: "Is a certificate or a full degree the better choice?",
      answer:
        "A certificate is shorter and focused on specific skills, while a degree goes deeper and may be required for some roles or licences. Match the choice to what your field and employer expect.",
    },
    {
      question: "Will my employer help pay for further study?",
      answer:
        "Some employers offer tuition assistance or reimbursement. Ask your human resources office about the rules, such as which programs qualify and whether you must stay for a period afterwards.",
    },
  ],
  "Ministry Training": [
    {
      question: "What is a Bible college?",
      answer:
        "A Bible college is a school centred on biblical studies and practical preparation for Christian service. Many offer undergraduate degrees, and some offer certificates and graduate programs.",
    },
    {
      question: "Can I train for ministry without moving?",
      answer:
        "Often, yes. Many Bible colleges and seminaries offer online or hybrid programs, and some partner with local churches for supervised ministry experience.",
    },
    {
      question: "Will my credits transfer to another school later?",
      answer:
        "It depends on the school's accreditation and on the policy of the school receiving the credits. Ask both schools before you enrol if you may transfer later.",
    },
  ],
};

/** For articles filed under an editor's topic category (or none). */
export const DEFAULT_FIXED_FAQS: Faq[] = [
  {
    question: "How do I find the right Christian school for me?",
    answer:
      "List what matters most to you, such as programs, location, cost and faith community, then use the directory's search and filters to compare schools and read each school's own website.",
  },
  {
    question: "Where can I check a school's accreditation?",
    answer:
      "Each directory listing shows the accreditation we know of. Confirm it on the school's website and with the accrediting agency, which keeps its own list of members.",
  },
  {
    question: "How do I pay for a Christian education?",
    answer:
      "Most students combine federal aid from the FAFSA, the school's own scholarships and sometimes church or employer support. Each school's financial aid office can explain your options.",
  },
];
