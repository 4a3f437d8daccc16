// Timings and sizes of public-area.md §9, named after what they mean.
export const TIMINGS = {
  chatReplyDelayMs: 800,
  newsletterConfirmationMs: 3000,
  portfolioBannerMs: 15_000,
  typedSubtitleCharMs: 70,
  productCarouselMs: 3000,
  featuresRotateMs: 10_000,
  featuresSlideTransitionMs: 600,
  trendTickerLoopMs: 50_000,
  servicesHeroMs: 3000,
} as const;

export const PUBLIC_LIMITS = {
  productSwipeThresholdPx: 40,
  fullWidthTextChars: 200,
  certificateLogoHeightPx: 50,
  bannerImageRetries: 2,
  certificateImageRetries: 1,
  navbarLogoHeightPx: 90,
  chatPanelWidthPx: 360,
  chatBodyHeightPx: 380,
  chatBubbleMaxWidthPx: 300,
  trendCardWidthPx: 320,
  trendCardHeightPx: 480,
  mapZoom: 15,
} as const;
