-- The price history begins (decision 050): every product there is gets one entry, at this moment,
-- at what a buyer pays now. Only that price is known; a moment before this one (say the product's
-- creation) would claim it held since then. A product's first entry holds until its next one
-- whenever it began, so the moment decides no struck price, and with one entry there is no
-- reduction: a discount that runs now shows no struck price until its history has one.
-- The effective price is the shared rule `discountedPriceCents` (packages/shared/src/money.ts), once,
-- for the rows there are now, step for step in the same double precision as JavaScript's numbers, so
-- it rounds as the rule does to the last cent; a test compares the two.
INSERT INTO "product_price_changes"
  ("product_id", "at", "price_cents", "discount_type", "discount_value_hundredths", "effective_price_cents")
SELECT
  "id",
  now(),
  "price_cents",
  "discount_type",
  "discount_value_hundredths",
  CASE
    WHEN "discount_value_hundredths" IS NULL OR "discount_value_hundredths" <= 0 THEN "price_cents"
    WHEN "discount_type" = 'percentage'
      THEN greatest(0, floor(
        "price_cents"::float8 * (1::float8 - ("discount_value_hundredths"::float8 / 100) / 100) + 0.5::float8 + 1e-9::float8
      )::integer)
    ELSE greatest(0, "price_cents" - "discount_value_hundredths")
  END
FROM "products";
