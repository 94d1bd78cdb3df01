import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createBrowserRouter, Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router';
import { AuditPage } from './pages/audit-page.tsx';
import { BrandsTagsPage } from './pages/brands-tags-page.tsx';
import { CategoriesPage } from './pages/categories-page.tsx';
import { ContentCalendarPage } from './pages/content-calendar-page.tsx';
import { ContentDealsPage } from './pages/content-deals-page.tsx';
import { ContentPageEditPage, ContentPageNewPage } from './pages/content-page-editor-page.tsx';
import { ContentPagesPage } from './pages/content-pages-page.tsx';
import { ContentWidgetsPage } from './pages/content-widgets-page.tsx';
import { CouponNewPage, CouponPage } from './pages/coupon-page.tsx';
import { CouponsPage } from './pages/coupons-page.tsx';
import { CustomerPage } from './pages/customer-page.tsx';
import { CustomersPage } from './pages/customers-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { ImportsPage } from './pages/imports-page.tsx';
import { InvitationPage } from './pages/invitation-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { OrderPage } from './pages/order-page.tsx';
import { OrdersPage } from './pages/orders-page.tsx';
import { ProductNewPage } from './pages/product-new-page.tsx';
import { ProductPage } from './pages/product-page.tsx';
import { ProductsPage } from './pages/products-page.tsx';
import { ProfilePage } from './pages/profile-page.tsx';
import { ReturnPage } from './pages/return-page.tsx';
import { ReturnsPage } from './pages/returns-page.tsx';
import { SelectorsPage } from './pages/selectors-page.tsx';
import { SettingsPage } from './pages/settings-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { StaffPage } from './pages/staff-page.tsx';
import { TotpEnrolmentPage } from './pages/totp-enrolment-page.tsx';
import { Allowed } from './session/allowed.tsx';
import { enrolmentPath, SignedInLayout } from './session/signed-in-layout.tsx';

/** React Aria's links and menu items navigate through the router, with the /admin basename. */
function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}

/** The back office's pages; each section's pages behind the role check of the permission table. */
export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      children: [
        { path: 'sign-in', element: <SignInPage /> },
        { path: 'invitation', element: <InvitationPage /> },
        {
          element: <SignedInLayout />,
          children: [
            { index: true, element: <DashboardPage /> },
            { path: enrolmentPath.slice(1), element: <TotpEnrolmentPage /> },
            {
              path: 'orders',
              element: (
                <Allowed section="orders">
                  <OrdersPage />
                </Allowed>
              ),
            },
            {
              path: 'orders/:orderId',
              element: (
                <Allowed section="orders">
                  <OrderPage />
                </Allowed>
              ),
            },
            {
              path: 'returns',
              element: (
                <Allowed section="returns">
                  <ReturnsPage />
                </Allowed>
              ),
            },
            {
              path: 'returns/:returnId',
              element: (
                <Allowed section="returns">
                  <ReturnPage />
                </Allowed>
              ),
            },
            // Issue 17: the catalog.
            {
              path: 'products',
              element: (
                <Allowed section="products">
                  <ProductsPage />
                </Allowed>
              ),
            },
            {
              path: 'products/new',
              element: (
                <Allowed section="products">
                  <ProductNewPage />
                </Allowed>
              ),
            },
            {
              path: 'products/:productId',
              element: (
                <Allowed section="products">
                  <ProductPage />
                </Allowed>
              ),
            },
            {
              path: 'coupons',
              element: (
                <Allowed section="coupons">
                  <CouponsPage />
                </Allowed>
              ),
            },
            {
              path: 'categories',
              element: (
                <Allowed section="categories">
                  <CategoriesPage />
                </Allowed>
              ),
            },
            {
              path: 'coupons/new',
              element: (
                <Allowed section="coupons">
                  <CouponNewPage />
                </Allowed>
              ),
            },
            {
              path: 'coupons/:couponId',
              element: (
                <Allowed section="coupons">
                  <CouponPage />
                </Allowed>
              ),
            },
            {
              path: 'brands-tags',
              element: (
                <Allowed section="brandsTags">
                  <BrandsTagsPage />
                </Allowed>
              ),
            },
            {
              path: 'selectors',
              element: (
                <Allowed section="selectors">
                  <SelectorsPage />
                </Allowed>
              ),
            },
            {
              path: 'customers',
              element: (
                <Allowed section="customers">
                  <CustomersPage />
                </Allowed>
              ),
            },
            {
              path: 'customers/:customerId',
              element: (
                <Allowed section="customers">
                  <CustomerPage />
                </Allowed>
              ),
            },
            {
              path: 'imports',
              element: (
                <Allowed section="imports">
                  <ImportsPage />
                </Allowed>
              ),
            },
            // Issue 17: content (widgets, deals, pages, the calendar) per store.
            {
              path: 'content',
              element: (
                <Allowed section="content">
                  <ContentWidgetsPage />
                </Allowed>
              ),
            },
            {
              path: 'content/deals',
              element: (
                <Allowed section="content">
                  <ContentDealsPage />
                </Allowed>
              ),
            },
            {
              path: 'content/pages',
              element: (
                <Allowed section="content">
                  <ContentPagesPage />
                </Allowed>
              ),
            },
            {
              path: 'content/pages/new',
              element: (
                <Allowed section="content">
                  <ContentPageNewPage />
                </Allowed>
              ),
            },
            {
              path: 'content/pages/:pageId',
              element: (
                <Allowed section="content">
                  <ContentPageEditPage />
                </Allowed>
              ),
            },
            {
              path: 'content/calendar',
              element: (
                <Allowed section="content">
                  <ContentCalendarPage />
                </Allowed>
              ),
            },
            {
              path: 'staff',
              element: (
                <Allowed section="staff">
                  <StaffPage />
                </Allowed>
              ),
            },
            {
              path: 'audit',
              element: (
                <Allowed section="audit">
                  <AuditPage />
                </Allowed>
              ),
            },
            {
              path: 'settings',
              element: (
                <Allowed section="settings">
                  <SettingsPage />
                </Allowed>
              ),
            },
            { path: 'profile', element: <ProfilePage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
