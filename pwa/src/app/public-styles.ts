// Every public page's stylesheet, in the first load's one CSS file (issue #14): a prerendered page is
// styled before any script runs, with one render-blocking stylesheet, and a page's chunk brings no CSS of
// its own. The pages still import their own stylesheets (for tests and for reading); Vite keeps each once.
import '../components/banner-carousel.css';
import '../components/page-banner.css';
import '../components/print-sheet/print-sheet.css';
import '../features/about/about.css';
import '../features/admin-login/admin-login.css';
import '../features/certifications/certifications.css';
import '../features/contact/contact.css';
import '../features/external-login/external-login.css';
import '../features/home/home.css';
import '../features/portfolio/portfolio.css';
import '../features/portfolio/product-detail-view.css';
import '../features/product-page/product-page.css';
import '../features/services/services.css';
import '../features/sustainability/sustainability.css';
