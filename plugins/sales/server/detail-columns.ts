/** The customer fields (OrderCustomer) of a sales draft or an outgoing order, as the form reads them back. */
export const CUSTOMER_COLUMNS = `order_type as "orderType", customer_name as "customerName", company_name as "companyName", address,
            zip_code as "zipCode", city, country_code as "countryCode", email, phone, delivery_type as "deliveryType", discount::float8 as discount`;

/** A line's material as the form shows it (`m` joined to the line). */
export const LINE_MATERIAL_COLUMNS = `m.item_no as "itemNo", m.barcode, m.name,
            m.sales_price::float8 as "salesPrice"`;
