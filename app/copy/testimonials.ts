export type Testimonial = { name: string; position: string; quote: string };

export const testimonials: Testimonial[] = [
  {
    name: "Ramesh Kumar",
    position: "Homeowner, Velachery",
    quote:
      "They built our two-storey house in eleven months, exactly as promised. The weekly photo updates meant we never had to worry, even while we were working abroad.",
  },
  {
    name: "Lakshmi Narayanan",
    position: "Director, LN Textiles, Ambattur",
    quote:
      "Our new warehouse was completed ahead of the monsoon with zero safety incidents. Their engineers understood industrial loads and our tight deadline.",
  },
  {
    name: "Dr. Priya Subramanian",
    position: "Clinic Owner, Anna Nagar",
    quote:
      "The renovation of our clinic happened in phases so we never had to close. The finishing quality is excellent and the team kept the site spotless.",
  },
  {
    name: "Arjun Venkatesh",
    position: "Apartment Owner, OMR",
    quote:
      "Transparent pricing, no surprises. The interior team turned our bare flat into a home we love, and the modular kitchen is simply beautiful.",
  },
];
