// Every public page's stylesheet, in the first load's one CSS file (issue #14): a prerendered page is
// styled before any script runs, with one render-blocking stylesheet, and a page's chunk brings no CSS of
// its own. The pages still import their own stylesheets (for tests and for reading); Vite keeps each once.
import '../components/banner-carousel.css';
import '../components/hydrate-when-near.css';
import '../components/page-banner.css';
import '../components/print-sheet/print-sheet.css';
import '../public/about/about.css';
import '../public/admin-login/admin-login.css';
import '../public/certifications/certifications.css';
import '../public/contact/contact.css';
import '../public/external-login/external-login.css';
import '../public/home/home.css';
import '../public/portfolio/portfolio.css';
import '../public/portfolio/product-detail-view.css';
import '../public/product-page/product-page.css';
import '../public/services/services.css';
import '../public/sustainability/sustainability.css';
