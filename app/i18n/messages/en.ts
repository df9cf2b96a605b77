/**
 * Every word of the public interface in English (docs/decisions/050-interface-messages.md).
 * The Tamil file has the same keys: its type is this file's, so a missing key fails the
 * typecheck, and app/i18n/messages.test.ts fails on an empty or untranslated one.
 * Texts with a number or a name are functions; texts the browser script fills in
 * (app/enhance/) are plain strings with `{placeholders}`, so they can travel as JSON.
 */
import { error, notFound, pagination } from "./en-browser";

export const en = {
  language: {
    /** The language's own name: the switch to it says this. */
    name: "English",
    /** The offer on a page of the other language (app/enhance/language-offer.ts). */
    offer: "This page is also in English.",
    offerLink: "Read it in English",
    dismiss: "Close",
  },
  skipToContent: "Skip to content",
  nav: {
    home: "Home",
    about: "About",
    services: "Services",
    projects: "Projects",
    gallery: "Gallery",
    blog: "Blog",
    contact: "Contact",
    dashboard: "Dashboard",
    login: "Login",
    main: "Main",
    mobile: "Mobile",
    menu: "Menu",
    loadingPage: "Loading page",
    getQuote: "Get a Quote",
    estimate: "Cost estimator",
    since: (year: number) => `Since ${year}`,
  },
  footer: {
    trusted: "Trusted by families and businesses across Chennai and Tamil Nadu.",
    social: "Social media",
    onNetwork: (company: string, network: string) => `${company} on ${network}`,
    quickLinks: "Quick Links",
    ourServices: "Our Services",
    contactUs: "Contact Us",
    rights: (year: number, company: string) => `© ${year} ${company}. All rights reserved.`,
  },
  floating: {
    chat: (company: string) => `Chat with ${company} on WhatsApp`,
    call: (company: string, phone: string) => `Call ${company} at ${phone}`,
    scrollTop: "Scroll to top",
  },
  page: {
    /** "Our Projects, page 2": a listing's later pages. */
    numbered: (title: string, page: number) => `${title}, page ${page}`,
  },
  // The error and not-found screen's words and the pager's: what the browser carries too.
  notFound,
  error,
  pagination,
  listings: {
    all: "All",
    viewDetails: "View Details",
    readMore: "Read More",
    noImageFor: (title: string) => `No image yet for ${title}`,
    writtenBy: "Written by",
    share: "Share",
    shareOn: (network: string) => `Share on ${network}`,
    shareOnNewTab: (network: string) => `Share on ${network} (opens in a new tab)`,
    preview: "Preview — not published",
    previewLabel: "Preview",
    unsavedChanges: (section: string) => `${section}: unsaved changes`,
    edit: "Edit",
    loading: "Loading",
  },
  lightbox: {
    viewer: "Image viewer",
    close: "Close image viewer",
    previous: "Previous image",
    next: "Next image",
    loading: "Loading image",
    /** Filled in by app/enhance/lightbox.ts. */
    counter: "Image {index} of {count}",
  },
  testimonials: {
    rated: "Rated 5 out of 5",
    about: (project: string) => `About ${project}`,
    carousel: "Client testimonials",
    slide: (index: number, count: number) => `${index} of ${count}`,
    choose: "Choose a testimonial",
    show: (index: number, name: string) => `Show testimonial ${index}: ${name}`,
  },
  callToAction: {
    title: "Ready to Build Your Dream?",
    text: "Get a free consultation and a transparent, itemised estimate for your home or business.",
    freeQuote: "Get a Free Quote",
    exploreServices: "Explore Services",
  },
  prices: {
    startingAt: (price: string) => `Starting at ${price}/sq.ft`,
    perSqft: "per sq.ft",
  },
  home: {
    description: (company: string, tagline: string) =>
      `${company}: ${tagline} Homes, commercial and industrial buildings, renovations and interiors across Chennai, Tamil Nadu.`,
    chennaiSince: (year: number) => `Chennai since ${year}`,
    freeQuote: "Get a Free Quote",
    ourServices: "Our Services",
    whyUs: "Why choose us",
    whyChennai: "Why Chennai chooses us",
    packages: "Packages per sq.ft",
    servicesEyebrow: "What We Do",
    servicesTitle: "Construction Services Under One Roof",
    servicesIntro:
      "From the first survey to the final coat of paint, one team plans, builds and finishes your project.",
    allServices: "View All Services",
    aboutEyebrow: "About Us",
    aboutTitle: (year: number) => `Chennai's Trusted Builders Since ${year}`,
    learnMore: "Learn More About Us",
    projectsEyebrow: "Our Work",
    projectsTitle: "Recent Projects",
    projectsIntro:
      "A look at homes, offices, factories and renovations we have recently delivered.",
    filter: "Filter projects by category",
    recentProjects: "Recent projects",
    noProjects: "No projects found",
    noProjectsIn: (category: string) => `We have no ${category} projects to show yet.`,
    projectsSoon: "Projects will appear here soon.",
    showAllProjects: "Show All Projects",
    allProjects: "View All Projects",
    visitGallery: "Visit Our Gallery",
    testimonialsEyebrow: "Testimonials",
    testimonialsTitle: "What Our Clients Say",
    testimonialsIntro: "Families and businesses across Chennai on building with us.",
  },
  about: {
    title: "About Us",
    description: (company: string, year: number) =>
      `The story of ${company}: building homes and businesses across Chennai since ${year}, our mission, our journey and the people who lead our team.`,
    heroTitle: (year: number) => `Building Chennai Since ${year}`,
    storyEyebrow: "Our Story",
    missionEyebrow: "Why We Build",
    missionTitle: "Mission & Vision",
    missionIntro: "What guides every drawing, estimate and brick.",
    mission: "Our Mission",
    vision: "Our Vision",
    journeyEyebrow: "Our Journey",
    journeyTitle: "Milestones Along the Way",
    teamEyebrow: "Leadership",
    teamTitle: "Meet Our Leadership Team",
    teamIntro: "Experienced hands behind every project we deliver.",
    photoOf: (name: string) => `Photo of ${name}`,
    ctaTitle: "Let's Build Something That Lasts",
  },
  services: {
    title: "Our Services",
    description: (company: string, price: string) =>
      `${company} services in Chennai: new building construction, renovation, site preparation, foundations, electrical, interiors, architectural planning and project management, with packages from ${price} per sq.ft.`,
    eyebrow: "Services",
    intro:
      "Everything your project needs, from soil test to handover, delivered by one accountable team.",
    offerEyebrow: "What We Offer",
    offerTitle: "Complete Construction Solutions",
    offerIntro: "Choose a single service or let us handle the whole project turnkey.",
    getQuote: "Get a Quote",
    quoteFor: (service: string) => ` for ${service}`,
    processEyebrow: "How We Work",
    processTitle: "Our Process",
    processIntro: "Clear steps, so you always know what happens next.",
    step: (step: number) => `Step ${step}: `,
    pricingEyebrow: "Pricing",
    pricingTitle: "Transparent Construction Packages",
    pricingIntro:
      "Per square foot rates for residential construction in Chennai. Every quote is itemised, with no hidden costs.",
    popular: "Popular",
    getStarted: "Get Started",
    withPackage: (name: string) => ` with the ${name} package`,
    differentTitle: "Need something different?",
    differentText:
      "Commercial, industrial or a special specification? Tell us what you need and we will prepare a custom, itemised quote.",
    customQuote: "Request Custom Quote",
    estimateCost: "Estimate your cost",
  },
  estimate: {
    title: "Cost Estimator",
    description: (company: string) =>
      `What will your house in Chennai cost? Work out an estimate from ${company}'s own package rates: the total, the payment by stage and the building time.`,
    eyebrow: "What will my house cost?",
    intro:
      "Enter the built-up area, the floors and a package: the estimate, the payment by stage and the building time come from our own rates.",
    form: "Your house",
    area: "Built-up area of one floor (sq.ft)",
    areaHint: "From 300 to 20,000 sq.ft.",
    floors: "Floors",
    floorNames: { "1": "Ground only", "2": "G+1", "3": "G+2", "4": "G+3" },
    package: "Package",
    perSqft: (rate: string) => `${rate} per sq.ft`,
    extras: "Extras",
    each: (price: string) => `${price} each`,
    perRunningFoot: (price: string) => `${price} per running foot`,
    perSqftExtra: (price: string) => `${price} per sq.ft`,
    runningFeet: "running feet",
    squareFeet: "sq.ft",
    show: "Show the estimate",
    resultTitle: "Your estimate",
    empty: "Enter the built-up area and choose a package to see your estimate here.",
    total: "Estimated total",
    extrasTitle: "Extras",
    scheduleTitle: "Payment by stage",
    stage: "Stage",
    share: "Share",
    amount: "Amount",
    time: "Building time",
    noteTitle: "Please note",
    shareOnWhatsApp: "Share on WhatsApp",
    send: "Send me this estimate",
    print: "Print",
    addressNote: "This page's address keeps the estimate: bookmark it or share it.",
    /** The printed estimate's heading lines: who made it, when, and where to open it again. */
    printMade: "Estimate made on",
    printAddress: "Open it again at",
    attached: "Your estimate goes with your enquiry",
    change: "Change the estimate",
    /** Filled in by the page and its script alike (app/utils/cost-estimate.ts). */
    words: {
      basis:
        "{area} sq.ft a floor, {floors}: {builtUp} sq.ft built up at {rate} per sq.ft ({package})",
      thousand: "about ₹{amount} thousand",
      lakh: "about ₹{amount} lakh",
      crore: "about ₹{amount} crore",
      runningFeet: "{quantity} running feet × {price}",
      squareFeet: "{quantity} sq.ft × {price}",
      months: "About {months} months to build",
      month: "About 1 month to build",
      chat: "My house estimate from {company}: {total} ({words}). {basis}. {extras}{url}",
      extrasLine: "Extras: {list}. ",
    },
    errors: {
      areaRequired: "Enter the built-up area of one floor",
      areaRange: "Enter a whole number of sq.ft from 300 to 20,000",
      floorsUnknown: "Choose the floors",
      packageUnknown: "Choose one of the packages",
      extraUnknown: "Choose from the extras listed",
      quantityRange: "Enter a whole number up to 1,00,000",
      quantityEach: "An extra priced each is counted once: leave out its quantity",
    },
  },
  visit: {
    link: "Book a site visit",
    title: "Book a Site Visit",
    description: (company: string) =>
      `Book a visit to a ${company} site in Chennai: choose a day and time online, free of charge.`,
    eyebrow: "Site visit",
    intro:
      "See our work with your own eyes: choose a day and time, and our engineer shows you around the site.",
    form: "Site visit booking form",
    chooseSlot: "Choose a day and time",
    slotsHint: "Times are India time. Only times with room are shown.",
    noSlots: "No visits can be booked online right now. Please call us to arrange one.",
    left: (count: number) => (count === 1 ? "1 place left" : `${count} places left`),
    name: "Your name",
    phone: "Mobile number",
    email: "E-mail (optional)",
    emailHint: "We send the confirmation and a reminder there.",
    project: "Project to see (optional)",
    anyProject: "Any project: show me your best work",
    note: "Anything we should know? (optional)",
    submit: "Book the visit",
    errors: {
      invalid: "Please check the details marked below.",
      slotRequired: "Please choose a day and time.",
      slotFull: "Sorry, that time was just taken. Please choose another.",
      past: "That time has already passed. Please choose another.",
      closed: "We do not take visits on that day. Please choose another.",
      noSlot: "That time is not one of our visiting times. Please choose another.",
      tooFar: "That day is too far ahead to book yet. Please choose an earlier one.",
      nameRequired: "Please enter your name.",
      phoneInvalid: "Please enter a 10-digit Indian mobile number, e.g. 98400 12345.",
      emailInvalid: "Please enter a valid e-mail address, or leave it empty.",
      projectUnknown: "Please choose a project from the list.",
      tooLong: (max: number) => `Please keep this to ${max} characters.`,
      rateLimited: "Too many bookings from this connection. Please try again in a few minutes.",
      unreadable: "The form could not be read. Please try again.",
    },
    booked: {
      title: "Your Site Visit",
      eyebrow: "Site visit",
      done: "Your site visit is booked. See you there!",
      moved: "Your visit is moved to the new time.",
      when: "When",
      where: "Where",
      project: "Project",
      map: "Open the map",
      addToCalendar: "Add to calendar",
      whatsapp: "Message us on WhatsApp",
      keepLink:
        "Keep this page's address: it is your private link to see, move or cancel the visit.",
      moveHeading: "Move the visit",
      move: "Move to this time",
      cancelHeading: "Cannot come?",
      cancel: "Cancel the visit",
      cancelled: "This visit is cancelled.",
      ownerMessage: "Our message:",
      bookAgain: "Book another visit",
      status: {
        booked: "Booked",
        confirmed: "Confirmed by us",
        done: "Done",
        "no-show": "Missed",
        cancelled: "Cancelled",
      },
    },
    chat: (name: string, when: string) =>
      `Hello, this is ${name}. I booked a site visit for ${when}.`,
    mail: {
      subject: (company: string, when: string) => `Your site visit with ${company}: ${when}`,
      body: (v: { name: string; when: string; address: string; map: string; link: string }) =>
        `Dear ${v.name},\n\nYour site visit is booked for ${v.when} (India time).\n\nAddress: ${v.address}\nMap: ${v.map}\n\nTo see, move or cancel the visit: ${v.link}\n\nThe calendar file is attached.`,
      reminderSubject: (when: string) => `Reminder: your site visit tomorrow, ${when}`,
      reminderBody: (v: {
        name: string;
        when: string;
        address: string;
        map: string;
        phone: string;
      }) =>
        `Dear ${v.name},\n\nA reminder of your site visit tomorrow, ${v.when} (India time).\n\nAddress: ${v.address}\nMap: ${v.map}\n\nTo move or cancel it, use the link in our confirmation e-mail, or call us on ${v.phone}.`,
      cancelledSubject: (when: string) => `Your site visit of ${when} is cancelled`,
      cancelledBody: (v: { name: string; when: string; message: string; link: string }) =>
        `Dear ${v.name},\n\nYour site visit of ${v.when} is cancelled.\n\n${v.message}\n\nTo book another time: ${v.link}`,
    },
  },
  contactPage: {
    title: "Contact Us",
    description: (company: string, city: string, phone: string, email: string) =>
      `Contact ${company} in ${city} for a free construction estimate: call ${phone}, e-mail ${email} or send us a message on WhatsApp.`,
    eyebrow: "Contact",
    intro: "Planning a home, office or renovation in Chennai? We would love to hear about it.",
    mapHeading: "Find Our Office",
    mapTitle: (company: string, locality: string, city: string) =>
      `Map showing the ${company} office in ${locality}, ${city}`,
  },
  contact: {
    eyebrow: "Get in Touch",
    title: "Let's Talk About Your Project",
    intro:
      "Tell us what you want to build. We reply within one working day with next steps and a free estimate.",
    visit: "Visit Us",
    country: "India",
    call: "Call Us",
    email: "Email Us",
    hours: "Working Hours",
    sendMessage: "Send Us a Message",
    allRequired: "All fields are required.",
    allRequiredButPackage: "All fields are required, but for the package.",
    form: "Contact form",
    honeypot: "Leave this field empty",
    name: "Your Name",
    namePlaceholder: "e.g. Priya Raman",
    emailLabel: "Email Address",
    phone: "Phone Number",
    service: "Service Required",
    selectService: "Select a service",
    /** The shown name of the "Other" service (the value sent stays "Other"). */
    otherService: "Other",
    package: "Package (optional)",
    noPackage: "No package chosen yet",
    message: "Message",
    messagePlaceholder: "Tell us about your plot, plans and timeline",
    send: "Send via WhatsApp",
    sendHint: "Opens WhatsApp with your message ready to send to our team.",
    retention: (period: string) =>
      `We keep what you send here for ${period}, only to reply to you and follow up on your enquiry.`,
    period: {
      twelveMonths: "12 months",
      years: (count: number) => `${count} years`,
      oneMonth: "1 month",
      months: (count: number) => `${count} months`,
      oneDay: "1 day",
      days: (count: number) => `${count} days`,
    },
    /** What the form's script says (app/enhance/contact-form.ts); plain strings, sent as JSON. */
    script: {
      arrived: "Thank you, your enquiry has reached us. We will reply within one working day.",
      quicker: "WhatsApp opens in a new tab with your message ready to send. If it did not open:",
      openChat: "Open WhatsApp",
      offline:
        "Your message could not be sent. Please check your connection and try again, or call us directly.",
    },
    invalid: "Please correct the highlighted fields.",
    /** A post whose body is not a readable form (app/server/request-body.server.ts). */
    unreadable: "Your message could not be read. Please try again, or call us directly.",
    rateLimited:
      "You have sent several messages in a short time. Please wait a few minutes and try again, or call us directly.",
    /** The checks of app/schemas/contact.ts; `{max}` is the field's limit. */
    errors: {
      nameRequired: "Name is required",
      nameTooLong: "Name must be at most {max} characters",
      oneLine: "Please write this on one line",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      phoneRequired: "Phone is required",
      phoneInvalid: "Please enter a valid phone number",
      serviceRequired: "Please select a service",
      serviceUnknown: "Please choose one of the listed services",
      packageUnknown: "Please choose one of the listed packages",
      messageRequired: "Message is required",
      messageTooLong: "Message must be at most {max} characters",
    },
    /** The chat text the form prepares for the company's WhatsApp. */
    chat: {
      greeting: (company: string) =>
        `Hello ${company}, I would like to enquire about your services.`,
      name: "Name",
      email: "Email",
      phone: "Phone",
      service: "Service",
      package: "Package",
      message: "Message",
    },
  },
  projects: {
    title: "Our Projects",
    description:
      "Homes, commercial buildings, industrial sheds and renovations we have built across Chennai and Tamil Nadu.",
    eyebrow: "Portfolio",
    browse: "Browse by category",
    all: "All Projects",
    inCategory: (category: string) => `${category} Projects`,
    filter: "Filter projects by category",
    none: "No projects found",
    noneInCategory: "There are no projects in this category yet.",
    soon: "Our latest projects will appear here soon.",
    viewAll: "View All Projects",
    pages: "Project pages",
    readyTitle: "Ready to Start Your Project?",
    readyText:
      "Tell us about your plot, your plans and your budget. We will walk you through design, approvals and construction, step by step.",
    contactUs: "Contact Us",
    featured: "Featured Project",
    viewProject: "View Project Details",
    discussSimilar: "Discuss a similar project",
    loadFailed: "Failed to load projects. Please try again.",
  },
  project: {
    fallbackEyebrow: "Project",
    pageName: "Project",
    summary: (title: string, company: string) => `${title}, a project by ${company}.`,
    shareAlt: (title: string, company: string) => `${title}, a project by ${company}`,
    back: "Back to Projects",
    about: "About this project",
    share: "Share this project",
    gallery: "Project Gallery",
    more: "More projects",
    others: "Other Projects",
    moreSoon: "More projects are on the way.",
    promptTitle: "Planning something similar?",
    promptText: "Talk to our engineers about your site, budget and timeline.",
    loadFailed: "Failed to load project. Please try again.",
  },
  tracker: {
    eyebrow: "Your project",
    title: (project: string) => `${project}: progress`,
    description: "The progress of your project, for you alone.",
    currentStage: "Current stage",
    percent: (value: number) => `${value}% complete`,
    stages: "Stages",
    reached: "done",
    underway: "in progress",
    updates: "Updates",
    noUpdates: "The first update will appear here soon.",
    next: "What comes next",
    nothingNext: "All stages are done.",
    call: "Call us",
    chat: "WhatsApp us",
    chatGreeting: (project: string) => `Hello, I am writing about my project ${project}.`,
    privateNote:
      "This page is private: anyone with its link can open it, so share it only with people you trust.",
    mailStopped: "You will receive no more e-mails about this project.",
    mailStoppedTitle: "E-mails stopped",
    mailSubject: (project: string, title: string) => `Update on ${project}: ${title}`,
    /** The e-mail's paragraph with the client's page's link (app/services/client-update-mail.server.ts). */
    mailLink: (url: string) => `See it, with its photos, on your project's page:\n${url}`,
    /** `link` is mailLink's paragraph, or empty when the project has no working link. */
    mailBody: (mail: {
      name: string;
      project: string;
      title: string;
      link: string;
      stopUrl: string;
    }) =>
      [
        `Hello${mail.name ? ` ${mail.name}` : ""},`,
        `There is a new update on your project ${mail.project}: ${mail.title}`,
        mail.link,
        `To stop these e-mails: ${mail.stopUrl}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
  },
  payments: {
    heading: "Payments",
    paid: "Paid",
    dueNow: "Due now",
    balance: "Balance",
    total: "Contract total",
    schedule: "Payment schedule",
    states: { upcoming: "Upcoming", due: "Due", paid: "Paid" },
    paidOf: (paid: string, amount: string) => `${paid} paid of ${amount}`,
    atStage: (stage: string) => `At the ${stage} stage`,
    dueOn: (date: string) => `Due on ${date}`,
    payHeading: "How to pay",
    payNote:
      "Pay with any UPI app or by bank transfer. We record your payment and its receipt appears on this page.",
    toPay: (instalment: string, amount: string) => `${instalment}: ${amount} to pay`,
    upiButton: (amount: string) => `Pay ${amount} with UPI`,
    upiQr: (instalment: string) => `UPI QR code for ${instalment}`,
    qrHint: "On a computer? Scan this code with your phone's UPI app.",
    upiId: "UPI ID",
    bankTransfer: "Bank transfer",
    accountName: "Account name",
    accountNumber: "Account number",
    ifsc: "IFSC",
    bank: "Bank",
    receipts: "Receipts",
    noReceipts: "No payments recorded yet.",
    receiptNumber: (number: string) => `Receipt No. ${number}`,
    /** A cancelled receipt's mark, on the client's list and across the top of its page. */
    cancelled: "CANCELLED",
    /** Under the mark: when (a formatted day), the owner's reason as written, what it means. */
    cancelledOn: (date: string) => `Cancelled on ${date}`,
    cancelReason: "Reason",
    notValid: "This receipt is not valid and does not count as paid.",
    modes: { upi: "UPI", "bank-transfer": "Bank transfer", cheque: "Cheque", cash: "Cash" },
    receiptTitle: "Payment receipt",
    receivedFrom: "Received from",
    project: "Project",
    towards: "Towards",
    amount: "Amount",
    amountInWords: "Amount in words",
    date: "Date",
    mode: "Mode of payment",
    reference: "Reference",
    gstin: "GSTIN",
    back: "Back to your project",
    computerMade: "This receipt is made by computer and needs no signature.",
    mailSubject: (project: string, instalment: string) =>
      `Payment due on ${project}: ${instalment}`,
    /** The e-mail's paragraph with the client's page's link (app/services/client-payments.server.ts). */
    mailLink: (url: string) => `See the amount and how to pay on your project's page:\n${url}`,
    mailBody: (mail: {
      name: string;
      project: string;
      instalment: string;
      amount: string;
      link: string;
      stopUrl: string;
    }) =>
      [
        `Hello${mail.name ? ` ${mail.name}` : ""},`,
        `An instalment of your project ${mail.project} is now due: ${mail.instalment}, ${mail.amount}.`,
        mail.link,
        `To stop these e-mails: ${mail.stopUrl}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
  },
  rera: {
    heading: "RERA and approvals",
    registration: "TNRERA registration",
    authority: "Approved by",
    approval: "Approval number",
    qrAlt: "TNRERA QR code",
    check: "Check it on the TNRERA website",
  },
  clientDocuments: {
    backToPage: "Back to your project's page",
    documentsHeading: "Documents",
    documentsIntro: "Plans, agreements and receipts for your house. Each one downloads as a PDF.",
    /** A document's size and kind beside its link, `size` already formatted ("1.2 MB"). */
    pdfSize: (size: string) => `PDF, ${size}`,
    added: (date: string) => `Added ${date}`,
    questionsHeading: "Questions",
    questionsIntro:
      "Ask us anything about your house. Our answer appears here and comes by e-mail.",
    askLabel: "Your question",
    askAboutUpdate: "Ask about this update",
    askButton: "Send question",
    empty: "Please write your question.",
    tooLong: (max: number) => `Please keep your question under ${max} characters.`,
    rateLimited:
      "You have sent several questions in a short time. Please wait a few minutes and try again.",
    unreadable: "The form could not be read. Please try again.",
    youAsked: "Your question",
    ourAnswer: "Our answer",
    waiting: "We will answer soon.",
    mailDocumentSubject: (project: string, title: string) =>
      `New document for ${project}: ${title}`,
    /** `link` is tracker.mailLink's paragraph, or empty when the project has no working link. */
    mailDocumentBody: (mail: {
      name: string;
      project: string;
      title: string;
      link: string;
      stopUrl: string;
    }) =>
      [
        `Hello${mail.name ? ` ${mail.name}` : ""},`,
        `A new document has been added to your project ${mail.project}: ${mail.title}`,
        mail.link,
        `To stop these e-mails: ${mail.stopUrl}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
    mailAnswerSubject: (project: string) => `Answer to your question about ${project}`,
    mailAnswerBody: (mail: {
      name: string;
      project: string;
      question: string;
      answer: string;
      link: string;
      stopUrl: string;
    }) =>
      [
        `Hello${mail.name ? ` ${mail.name}` : ""},`,
        `You asked about your project ${mail.project}:\n${mail.question}`,
        `Our answer:\n${mail.answer}`,
        mail.link,
        `To stop these e-mails: ${mail.stopUrl}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
  },
  progress: {
    heading: "Construction progress",
    currentStage: "Current stage",
    stage: "Stage",
    done: (percent: number) => `${percent}% done`,
    workDone: "Work done",
    ongoing: "Ongoing",
    completed: "Completed",
    status: "Status",
    filter: "Filter projects by progress",
    allStatuses: "All",
    noneOngoing: "There are no ongoing projects right now.",
    noneCompleted: "There are no completed projects yet.",
    photos: (count: number) => (count === 1 ? "1 photo" : `${count} photos`),
    updated: (date: string) => `Updated ${date}`,
  },
  gallery: {
    title: "Gallery",
    description:
      "Photographs from our building sites and finished homes, offices and interiors across Chennai.",
    eyebrow: "Our work in pictures",
    collections: "Gallery Collections",
    totalImages: "Total Images",
    albums: "Albums",
    images: (count: number) => (count === 1 ? "1 image" : `${count} images`),
    imagesLabel: "Gallery images",
    none: "No images found",
    noneText: "No images available in the gallery",
    pages: "Gallery pages",
    loadFailed: "Failed to load gallery images. Please try again.",
  },
  album: {
    description: (title: string, count: number, company: string, category: string) =>
      `${title}: ${count} photographs from ${company}, ${category}.`,
    imagesLabel: "Album images",
    back: "Back to Gallery",
    loadFailed: "Failed to load this album. Please try again.",
  },
  blog: {
    title: "Our Blog",
    pageName: "Blog",
    description:
      "Building tips, design ideas and news from our sites: practical advice for homeowners and businesses in Tamil Nadu.",
    eyebrow: "Insights",
    latestEyebrow: "From the site office",
    latest: "Latest Articles",
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles...",
    search: "Search",
    none: "No articles found",
    noMatch: "No articles match your search or category. Try other words or clear the filters.",
    soon: "New articles are on the way. Please check back soon.",
    clearFilters: "Clear Filters",
    pages: "Article pages",
    filter: "Filter articles by category",
    count: (count: number) => (count === 1 ? "1 article" : `${count} articles`),
    matching: (query: string) => ` matching “${query}”`,
    inCategory: (category: string) => ` in ${category}`,
    featured: "Featured Article",
    readFull: "Read Full Article",
    loadFailed: "Failed to load blogs. Please try again.",
  },
  post: {
    shareAlt: (title: string, company: string) => `${title}, an article by ${company}`,
    back: "Back to Blogs",
    tags: "Tags",
    share: "Share this article",
    gallery: "Gallery",
    more: "More articles",
    others: "Other Articles",
    moreSoon: "More articles are on the way.",
    viewAll: "View All Articles",
    categories: "Categories",
    promptTitle: "Have a project in mind?",
    promptText: "Our engineers will help you plan it, from the first sketch to handover.",
    loadFailed: "Failed to load blog. Please try again.",
  },
  /** The fixed categories of projects and posts, by their English label. */
  categories: {
    Residential: "Residential",
    Commercial: "Commercial",
    Industrial: "Industrial",
    Renovation: "Renovation",
    "Interior Design": "Interior Design",
    Interiors: "Interiors",
    General: "General",
    Construction: "Construction",
    Design: "Design",
    Architecture: "Architecture",
    "Tips & Advice": "Tips & Advice",
  },
};

export type Messages = typeof en;
