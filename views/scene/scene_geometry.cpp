#include "scene/scene_geometry.h"

#include <vtkCellArray.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkUnsignedCharArray.h>
#include <algorithm>
#include <cmath>

namespace podtwin::views::scene {

double faceShade(int face) {
  switch (face) {
    case kFaceTop:
      return 1.0;
    case kFacePosZ:
    case kFaceNegZ:
      return 0.82;
    default:
      return 0.64;
  }
}

Rgb shade(const Rgb& c, double factor) {
  Rgb out;
  for (int i = 0; i < 3; ++i) {
    out[i] = static_cast<std::uint8_t>(std::clamp(std::lround(c[i] * factor), 0L, 255L));
  }
  return out;
}

MeshBuilder::MeshBuilder() {
  m_poly = vtkSmartPointer<vtkPolyData>::New();
  m_points = vtkSmartPointer<vtkPoints>::New();
  m_points->SetDataTypeToFloat();
  m_quads = vtkSmartPointer<vtkCellArray>::New();
  m_colors = vtkSmartPointer<vtkUnsignedCharArray>::New();
  m_colors->SetNumberOfComponents(3);
  m_colors->SetName("colors");
  m_poly->SetPoints(m_points);
  m_poly->SetPolys(m_quads);
  m_poly->GetPointData()->SetScalars(m_colors);
}

vtkPolyData* MeshBuilder::polyData() const {
  return m_poly;
}

int MeshBuilder::pointCount() const {
  return static_cast<int>(m_points->GetNumberOfPoints());
}

void MeshBuilder::addQuad(const std::array<std::array<double, 3>, 4>& p) {
  vtkIdType ids[4];
  for (int i = 0; i < 4; ++i) {
    ids[i] = m_points->InsertNextPoint(p[i].data());
    const unsigned char grey[3] = {128, 128, 128};
    m_colors->InsertNextTypedTuple(grey);
  }
  m_quads->InsertNextCell(4, ids);
}

int MeshBuilder::addBox(const Box& b) {
  const int first = pointCount();
  const auto& lo = b.min;
  const auto& hi = b.max;
  // Counter-clockwise seen from outside, in BoxFace order.
  addQuad({{{hi[0], lo[1], lo[2]},
            {hi[0], hi[1], lo[2]},
            {hi[0], hi[1], hi[2]},
            {hi[0], lo[1], hi[2]}}});
  addQuad({{{lo[0], lo[1], lo[2]},
            {lo[0], lo[1], hi[2]},
            {lo[0], hi[1], hi[2]},
            {lo[0], hi[1], lo[2]}}});
  addQuad({{{lo[0], hi[1], lo[2]},
            {lo[0], hi[1], hi[2]},
            {hi[0], hi[1], hi[2]},
            {hi[0], hi[1], lo[2]}}});
  addQuad({{{lo[0], lo[1], hi[2]},
            {hi[0], lo[1], hi[2]},
            {hi[0], hi[1], hi[2]},
            {lo[0], hi[1], hi[2]}}});
  addQuad({{{lo[0], lo[1], lo[2]},
            {lo[0], hi[1], lo[2]},
            {hi[0], hi[1], lo[2]},
            {hi[0], lo[1], lo[2]}}});
  return first;
}

int MeshBuilder::addQuadZ(double x0, double y0, double x1, double y1, double z) {
  const int first = pointCount();
  addQuad({{{x0, y0, z}, {x1, y0, z}, {x1, y1, z}, {x0, y1, z}}});
  return first;
}

int MeshBuilder::addQuadY(double x0, double z0, double x1, double z1, double y) {
  const int first = pointCount();
  addQuad({{{x0, y, z0}, {x0, y, z1}, {x1, y, z1}, {x1, y, z0}}});
  return first;
}

void MeshBuilder::colorQuad(int firstPoint, const Rgb& c) {
  for (int i = 0; i < 4; ++i) {
    m_colors->SetTypedTuple(firstPoint + i, c.data());
  }
}

void MeshBuilder::colorFace(int firstPoint, int face, const Rgb& c) {
  colorQuad(firstPoint + 4 * face, c);
}

void MeshBuilder::colorBox(int firstPoint, const Rgb& base) {
  for (int f = 0; f < kBoxFaces; ++f) {
    colorFace(firstPoint, f, shade(base, faceShade(f)));
  }
}

void MeshBuilder::colorsModified() {
  m_colors->Modified();
  m_poly->Modified();
}

vtkSmartPointer<vtkPolyData> makeOutlines(const std::vector<Box>& boxes) {
  auto poly = vtkSmartPointer<vtkPolyData>::New();
  auto pts = vtkSmartPointer<vtkPoints>::New();
  auto lines = vtkSmartPointer<vtkCellArray>::New();
  for (const Box& b : boxes) {
    vtkIdType base = pts->GetNumberOfPoints();
    for (int i = 0; i < 8; ++i) {
      pts->InsertNextPoint((i & 1) ? b.max[0] : b.min[0], (i & 2) ? b.max[1] : b.min[1],
                           (i & 4) ? b.max[2] : b.min[2]);
    }
    static constexpr int kEdges[12][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {0, 2}, {1, 3},
                                          {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
    for (const auto& e : kEdges) {
      vtkIdType ids[2] = {base + e[0], base + e[1]};
      lines->InsertNextCell(2, ids);
    }
  }
  poly->SetPoints(pts);
  poly->SetLines(lines);
  return poly;
}

}  // namespace podtwin::views::scene
