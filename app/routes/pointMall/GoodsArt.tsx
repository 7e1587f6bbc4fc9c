import type { ReactNode } from "react";
import type { GOODS_ART } from "~contract/points-shop";

// The goods' pictures, drawn by the site itself (no stock photos): one small SVG per kind of item the operator
// can pick (contract/points-shop.ts GOODS_ART). Decorative: the item's name says what it is.
const ART: Record<(typeof GOODS_ART)[number], ReactNode> = {
  phone: (
    <>
      <rect x="42" y="10" width="36" height="70" rx="7" fill="#2f2358" stroke="#f2c14e" strokeWidth="3" />
      <rect x="47" y="18" width="26" height="50" rx="2" fill="#6a4fd0" />
      <circle cx="60" cy="74" r="3" fill="#f2c14e" />
    </>
  ),
  headphones: (
    <>
      <path d="M32 56 V46 a28 28 0 0 1 56 0 V56" fill="none" stroke="#f2c14e" strokeWidth="6" strokeLinecap="round" />
      <rect x="24" y="50" width="16" height="26" rx="6" fill="#6a4fd0" />
      <rect x="80" y="50" width="16" height="26" rx="6" fill="#6a4fd0" />
    </>
  ),
  watch: (
    <>
      <rect x="50" y="6" width="20" height="78" rx="6" fill="#382a66" />
      <circle cx="60" cy="45" r="22" fill="#2f2358" stroke="#f2c14e" strokeWidth="4" />
      <path d="M60 45 V31 M60 45 L70 51" stroke="#ffd66e" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  shirt: (
    <path
      d="M40 14 L52 10 Q60 18 68 10 L80 14 L98 30 L88 42 L80 36 V82 H40 V36 L32 42 L22 30 Z"
      fill="#6a4fd0"
      stroke="#f2c14e"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  voucher: (
    <>
      <path d="M14 24 H106 V38 a7 7 0 0 0 0 14 V66 H14 V52 a7 7 0 0 0 0 -14 Z" fill="#f2c14e" />
      <path d="M40 28 V62" stroke="#7d5200" strokeWidth="2" strokeDasharray="4 4" />
      <text x="74" y="51" textAnchor="middle" fontSize="18" fontWeight="700" fill="#3a2500">
        ₫
      </text>
    </>
  ),
  gift: (
    <>
      <rect x="26" y="38" width="68" height="44" rx="4" fill="#6a4fd0" />
      <rect x="22" y="28" width="76" height="14" rx="3" fill="#8a6cf0" />
      <rect x="55" y="28" width="10" height="54" fill="#f2c14e" />
      <path d="M60 28 C48 10 34 18 44 28 M60 28 C72 10 86 18 76 28" fill="none" stroke="#f2c14e" strokeWidth="4" />
    </>
  ),
};

export function GoodsArt({ art }: { art: (typeof GOODS_ART)[number] }) {
  return (
    <svg className="goods-art" viewBox="0 0 120 90" role="presentation" aria-hidden="true" focusable="false">
      {ART[art]}
    </svg>
  );
}
