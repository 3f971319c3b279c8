/**
 * Every back-end method the shop calls, named once. The area modules of lib/backend, the proxy's
 * address checks and the operator's check (backend-check.ts) all read their paths from here, so a
 * method that moves in a new release of an app changes in one place. Paths follow Frappe's
 * `/api/method/<dotted path>`; resources (`resource:<DocType>`) are named by their DocType where
 * they are read.
 */
const AUTH = 'mymb_ecommerce.utils.auth';
const SOLR = 'mymb_ecommerce.mymb_b2c.solr_search';
const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';
const PAYMENT = 'mymb_ecommerce.mymb_ecommerce.payment';
const WISHLIST = 'mymb_ecommerce.mymb_ecommerce.wishlist';
const REVIEWS = 'mymb_ecommerce.mymb_ecommerce.item_review';
const CONTROLLERS = 'omnicommerce.controllers';
const CMS = 'omnicommerce_cms.omnicommerce_cms';

export const METHODS = {
  // mymb_ecommerce: catalogue (Solr), accounts, orders, payments, wishlist, reviews
  listing: `${SOLR}.shop`,
  product: `${SOLR}.products`,
  signIn: `${AUTH}.sigin`, // sic: the app's own spelling
  shopper: `${AUTH}.get_user_info`,
  register: `${AUTH}.create_customer_and_user`,
  updateShopper: `${AUTH}.update_user_info`,
  changePassword: `${AUTH}.update_user_password`,
  resetPassword: `${AUTH}.reset_password`,
  setPasswordWithKey: `${AUTH}.update_user_password_with_key`,
  wishlist: `${WISHLIST}.get_from_wishlist`,
  addToWishlist: `${WISHLIST}.add_to_wishlist`,
  removeFromWishlist: `${WISHLIST}.remove_from_wishlist`,
  createQuotation: `${ORDER}.create_quotation`,
  orders: `${ORDER}.get_sales_orders_for_current_customer`,
  order: `${ORDER}.get_sales_order`,
  trackOrder: `${ORDER}.track_order`,
  paymentRequest: `${PAYMENT}.payment_request`,
  paymentStatus: `${PAYMENT}.get_payment_status`,
  simulateCardPayment: `${PAYMENT}.simulate_card_payment`,
  startRedirectPayment: `${PAYMENT}.start_redirect_payment`,
  reviews: `${REVIEWS}.get_item_reviews`,
  addReview: `${REVIEWS}.add_item_review`,
  // omnicommerce: cart rules, coupons, content, blog, newsletter, invoices
  deliveryCountries: `${CONTROLLERS}.cart.get_deliverable_countries`,
  shippingRules: `${CONTROLLERS}.cart.get_shipping_rules`,
  applyCoupon: `${CONTROLLERS}.promotion.apply_coupon_code`,
  previewCoupon: `${CONTROLLERS}.promotion.preview_coupon_code`,
  footer: `${CONTROLLERS}.html.get_footers`,
  stores: `${CONTROLLERS}.content.get_stores`,
  blogPosts: `${CONTROLLERS}.blog.get_blog_post`,
  blogPost: `${CONTROLLERS}.blog.get_blog_post_detail`,
  blogMeta: `${CONTROLLERS}.blog.get_blog_meta`,
  blogComments: `${CONTROLLERS}.blog.get_comments`,
  addBlogComment: `${CONTROLLERS}.blog.add_comment`,
  subscribe: `${CONTROLLERS}.newsletter.subscribe`,
  confirmSubscription: `${CONTROLLERS}.newsletter.confirm_subscription`,
  invoice: `${CONTROLLERS}.pdf.get_sales_order_invoice`,
  // omnicommerce_cms: menu and web pages
  menu: `${CMS}.home.get_b2c_menu`,
  webPage: `${CMS}.web_page.get_web_page_detail`,
  // Stock Frappe and ERPNext, where the apps have nothing (docs/backend.md)
  count: 'frappe.client.get_count',
  versions: 'frappe.utils.change_log.get_versions',
  // Frappe's own guest method answering "pong": the readiness check's cheapest question.
  ping: 'ping',
  contactMessage: 'frappe.www.contact.send_message',
  pageComment: 'frappe.templates.includes.comments.comments.add_comment',
  sendCommunication: 'frappe.core.doctype.communication.email.make',
  quotationToSalesOrder: 'erpnext.selling.doctype.quotation.quotation.make_sales_order',
  makePaymentRequest: 'erpnext.accounts.doctype.payment_request.payment_request.make_payment_request',
} as const;
