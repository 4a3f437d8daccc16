// Copy of the Services page (public-area.md §2.14).
export const SERVICES_HERO_WORDS = ['White Label', 'Custom Development', 'Clinical Studies'] as const;

export const CORE_SERVICES = [
  {
    title: 'White Label',
    text: 'Finished formats of our own ingredient range, ready for your brand: powders, capsules and tablets made with the same whole-food complexes we supply in bulk. White label is limited to our own range.',
    points: [
      'Our own ingredient range only',
      'Capsules, tablets and powders',
      'Your label, our documentation',
    ],
  },
  {
    title: 'Custom Development',
    text: 'A formula built for your brief: our R&D team develops the formulation, runs the stability programme, tests efficacy in vitro and prepares the regulatory paperwork for your markets.',
    points: ['Formulation', 'Stability studies', 'In-vitro efficacy', 'Regulatory paperwork'],
  },
  {
    title: 'Clinical Studies',
    text: 'In-house clinical studies with our own ethics committee, from the protocol to the final report, so the claims on your label rest on evidence.',
    points: [
      'Protocol design',
      'Ethics committee review',
      'Study conduct and monitoring',
      'Analysis and reporting',
    ],
  },
] as const;

export const SERVICES_CLOSING = 'Enquire for Clinical study support.';
