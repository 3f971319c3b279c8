'use client';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Toasts bottom right, 2 s, at most 4 at once, 300 px wide. */
export default function ShopToastContainer() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={2000}
      limit={4}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      style={{ width: 'var(--toast-width)' }}
    />
  );
}
